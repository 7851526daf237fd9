import { Card, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in, registration and recovery pages: narrow, centred, works at 360 px. */
export const AuthCard = ({
  title,
  lead,
  children,
  size = 440,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  size?: number;
}) => (
  <Container size={size} py="xl">
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead && <Text mt="xs">{lead}</Text>}
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{children}</div>
    </Card>
  </Container>
);
