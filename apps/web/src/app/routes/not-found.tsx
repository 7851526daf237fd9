import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/page-title.ts';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={64} ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text mt="sm">{t('notFound.text')}</Text>
      <Button component={Link} to={paths.home} mt="lg">
        {t('notFound.home')}
      </Button>
    </Container>
  );
};
