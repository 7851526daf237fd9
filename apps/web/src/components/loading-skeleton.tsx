import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** What is loading, read by screen readers («Ищем посылку…»); the bars themselves are hidden from them. */
  label: string;
  /** Bars of text to draw (each a line of the content to come). */
  lines?: number;
  /** The height the content will take, reserved now so nothing below it jumps when it arrives. */
  minHeight?: number | string;
  children?: ReactNode;
};

/**
 * The placeholder for data on its way: grey bars where the text will be, in the space the content will take.
 * Pass `children` to draw a shape of your own (cards of bars); the default is `lines` bars of text.
 */
export const LoadingSkeleton = ({ label, lines = 3, minHeight, children }: Props) => (
  <Stack gap="sm" role="status" aria-live="polite" style={{ minHeight }} data-testid="loading-skeleton">
    <VisuallyHidden>{label}</VisuallyHidden>
    <Stack gap="sm" aria-hidden="true">
      {children ??
        Array.from({ length: lines }, (_, i) => (
          // Bars of a placeholder have no identity beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed, never reordered
          <Skeleton key={i} height={14} radius="sm" width={i === lines - 1 ? '60%' : '100%'} />
        ))}
    </Stack>
  </Stack>
);
