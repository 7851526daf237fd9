import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './milestones.module.css';

/** The parcel's road in five milestones, as the order's status stands. */
const MILESTONES = ['formed', 'sent', 'in_transit', 'arrived', 'delivered'] as const;
const REACHED: Record<string, number> = {
  formed: 0,
  paid: 0,
  // Ordered, then cancelled: the order was made all the same (the status badge says it was cancelled).
  cancelled: 0,
  sent: 1,
  cancellation_requested: 1,
  in_transit: 2,
  arrived: 3,
  out_for_delivery: 3,
  delivered: 4,
};
/** Pictograms drawn inline (no icon font, no emoji font needed): box, hand-over, truck, pin, tick. */
const PATHS = [
  'M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8',
  'M3 12h6l3-3 3 3h6M7 16l5 3 5-3',
  'M2 7h11v9H2zM13 10h4l3 3v3h-7M6 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3zM17 19a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  'M12 21s-6-5.5-6-10a6 6 0 1112 0c0 4.5-6 10-6 10zM12 13a2 2 0 100-4 2 2 0 000 4z',
  'M5 12l4.5 4.5L19 7',
];
const Pictogram = ({ index }: { index: number }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={PATHS[index]} />
  </svg>
);

/**
 * The milestones as an ordered list: a vertical timeline on phones, a strip on wider screens (the CSS decides).
 * The list takes the keyboard's focus, so a keyboard user reaches it and a screen reader reads each step with
 * whether it is done. A `placeholder` strip (inside a loading skeleton) stays out of the keyboard's way.
 */
export const Milestones = ({ status, placeholder = false }: { status: string; placeholder?: boolean }) => {
  const { t } = useTranslation();
  const reached = REACHED[status] ?? -1;
  return (
    <ol
      className={classes.list}
      aria-label={t('tracking.milestonesLabel')}
      tabIndex={placeholder ? undefined : 0}
      data-testid="track-milestones"
    >
      {MILESTONES.map((m, i) => {
        const done = i <= reached;
        return (
          <li key={m} className={classes.step} data-done={done || undefined} aria-current={i === reached ? 'step' : undefined}>
            <span className={classes.dot}>
              <Pictogram index={i} />
            </span>
            <span className={classes.label}>
              {t(`tracking.milestones.${m}`)}
              <VisuallyHidden> ({done ? t('tracking.stepDone') : t('tracking.stepAhead')})</VisuallyHidden>
            </span>
          </li>
        );
      })}
    </ol>
  );
};
