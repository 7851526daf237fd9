import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/test-utils.tsx';
import { ApiError } from '../api-client.ts';
import { serverFieldErrors } from '../field-message.tsx';
import { useErrorsInLanguage } from '../form-warnings.ts';
import { changeLanguage } from '../i18n.ts';

/** What the API answers a saved address whose street type it does not know (a problem the form cannot see). */
const refused = (fieldTexts = true) =>
  new ApiError(
    400,
    {
      errorCode: 'VALIDATION',
      message: 'Проверьте введённые данные',
      fields: { streetAbbrId: 'Выберите тип улицы из списка', house: 'Укажите номер дома' },
      ...(fieldTexts && {
        fieldTexts: {
          streetAbbrId: {
            ru: 'Выберите тип улицы из списка',
            kk: 'Көше түрін тізімнен таңдаңыз',
            en: 'Choose a street type from the list',
          },
        },
      }),
    },
    '',
  );

/** A form as the customer site's are: its own rule for the house, the server's answer under the fields. */
const Form = ({ error }: { error: ApiError }) => {
  const form = useForm({
    mode: 'controlled',
    initialValues: { streetAbbrId: '7', house: '' },
    validate: { house: (value: string) => (value ? null : 'house missing') },
  });
  useErrorsInLanguage(form);
  return (
    <form>
      <TextInput label="type" {...form.getInputProps('streetAbbrId')} />
      <TextInput label="house" {...form.getInputProps('house')} />
      <button type="button" onClick={() => form.setErrors(serverFieldErrors(error))}>
        answer
      </button>
    </form>
  );
};

describe('a field error the server answered', () => {
  it('stays after a language switch, said in the new language (the form’s own re-check knew nothing of it)', async () => {
    await renderWithApp(<Form error={refused()} />);
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(screen.getByText('Выберите тип улицы из списка')).toBeInTheDocument();
    await act(() => changeLanguage('kk'));
    expect(screen.getByText('Көше түрін тізімнен таңдаңыз')).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Choose a street type from the list')).toBeInTheDocument();
    // A message the server said in its language only stays as it was said, rather than vanish.
    expect(screen.getByText('Укажите номер дома')).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
  });

  it('stays as said when the answer had no words in the other languages', async () => {
    await renderWithApp(<Form error={refused(false)} />);
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    await act(() => changeLanguage('kk'));
    expect(screen.getByText('Выберите тип улицы из списка')).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
  });
});
