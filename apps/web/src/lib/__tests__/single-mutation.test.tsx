import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleMutation } from '../single-mutation.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('a write that runs once at a time (lib/single-mutation.ts)', () => {
  it('a double-click sends it once; once it has settled, a new click sends it again', async () => {
    let finish: (value: string) => void = () => {};
    const write = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const settled = vi.fn();
    const { result } = renderHook(() => useSingleMutation({ mutationFn: write }), { wrapper });
    act(() => {
      result.current.mutate(undefined, { onSettled: settled });
      result.current.mutate(undefined, { onSettled: settled });
    });
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    await act(async () => finish('done'));
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });

  it('a failed write lets the next click try again', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSingleMutation({ mutationFn: write }), { wrapper });
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(write).toHaveBeenCalledTimes(2);
  });
});
