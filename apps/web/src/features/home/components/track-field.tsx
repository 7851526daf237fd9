import { Button, Card, Group, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { trackingPath } from '../../../config/paths.ts';

/** Home's tracking field: the number opens its public tracking page. */
export const TrackField = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="home-track-title">
      <Title order={2} size="h4" id="home-track-title" mb="sm">
        {t('public.home.trackTitle')}
      </Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The tracking page checks the number (and says what is wrong): home stays light.
          const track = value.replace(/[\s-]/g, '').toUpperCase();
          if (track) navigate(trackingPath(track));
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('public.home.trackLabel')}
            placeholder="RK473124829KZ"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25}>
            {t('public.home.trackSubmit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
};
