import { type DefaultError, type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * `useMutation` whose `mutate` does nothing while its last call is still running. A button's `loading` comes from the
 * mutation's state, which React Query hands to React a moment later: a double-click got its second click in before
 * the button was disabled, and sent the write twice (the console's «Подтвердить отмену»: the order cancelled and
 * refunded once, then «У заказа нет запроса на отмену» in red beside the success). The lock is taken synchronously,
 * on the first click.
 */
export const useSingleMutation = <TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) => {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutate: run } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (running.current) return;
      running.current = true;
      run(variables, {
        ...callbacks,
        onSettled: (...settled) => {
          running.current = false;
          callbacks?.onSettled?.(...settled);
        },
      });
    },
    [run],
  );
  return { ...mutation, mutate };
};
