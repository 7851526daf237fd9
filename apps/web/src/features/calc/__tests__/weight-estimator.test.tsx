import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/test-utils.tsx';
import { WeightEstimator } from '../components/weight-estimator.tsx';

const normalize = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('chargeable weight estimator', () => {
  it('shows the chargeable weight and insurance as the domain computes them, with Russian decimal commas', async () => {
    await renderWithApp(<WeightEstimator />, { lang: 'ru' });
    await userEvent.type(screen.getByLabelText('Длина, см'), '50');
    await userEvent.type(screen.getByLabelText('Ширина, см'), '40');
    await userEvent.type(screen.getByLabelText('Высота, см'), '30');
    await userEvent.type(screen.getByLabelText('Вес места, кг'), '5,5');
    await userEvent.clear(screen.getByLabelText('Количество мест'));
    await userEvent.type(screen.getByLabelText('Количество мест'), '2');
    await userEvent.type(screen.getByLabelText('Объявленная ценность, ₸'), '100 000');
    const result = normalize(screen.getByText('Оплачиваемый вес').closest('dl')?.textContent ?? null);
    expect(result).toContain('Объёмный вес места12 кг');
    expect(result).toContain('12 кг · всего 24 кг');
    expect(result).toContain('0,12 м³');
    expect(result).toContain('500 ₸');
  });

  it('flags each bad field with the spec messages and warns with «Внимание» on submit', async () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id');
    await renderWithApp(<WeightEstimator />, { lang: 'kk' });
    await userEvent.type(screen.getByLabelText('Ұзындығы, см'), '0');
    await userEvent.type(screen.getByLabelText('Ені, см'), 'abc');
    await userEvent.type(screen.getByLabelText('Жарияланған құны, ₸'), '10,555');
    await userEvent.click(screen.getByRole('button', { name: 'Есептеу' }));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Назар аударыңыз', message: 'Нақты есептеу үшін салмақ немесе өлшем қате' }),
    );
    expect(screen.getByLabelText('Ұзындығы, см')).toHaveAccessibleDescription('Нөлден үлкен болуы керек');
    expect(screen.getByLabelText('Биіктігі, см')).toHaveAccessibleDescription('Міндетті өріс');
    expect(screen.getByLabelText('Жарияланған құны, ₸')).toHaveAccessibleDescription('Үтірден кейін екі таңбадан аспауы керек');
    expect(screen.getByText('Төленетін салмақты көру үшін өлшемі мен салмағын енгізіңіз.')).toBeInTheDocument();
    show.mockRestore();
  });
});
