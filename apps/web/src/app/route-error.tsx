import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={64} ta="center" role="alert">
      <Title order={1}>{t('errorBoundary.title')}</Title>
      <Text mt="sm">{t('notify.genericError')}</Text>
      <Button mt="lg" onClick={() => window.location.reload()}>
        {t('errorBoundary.reload')}
      </Button>
    </Container>
  );
};
