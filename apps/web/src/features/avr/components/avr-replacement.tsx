import type { AvrSummary } from '@jetkiz/contract';
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avrPath } from '../../../config/paths.ts';
import { actNumber } from '../../../lib/format.ts';

/** The act a reissued act and its refused one name: «replaced by №…» / «replaces №…», a link to it. */
const replacementOf = (act: Pick<AvrSummary, 'replaces' | 'replacedBy'>) =>
  act.replacedBy
    ? ({ key: 'avr.replacement.replacedBy', ref: act.replacedBy } as const)
    : act.replaces
      ? ({ key: 'avr.replacement.replaces', ref: act.replaces } as const)
      : null;

/** A line under the number in the registry. */
export const AvrReplacementNote = ({ act }: { act: Pick<AvrSummary, 'replaces' | 'replacedBy'> }) => {
  const { t } = useTranslation();
  const r = replacementOf(act);
  if (!r) return null;
  return (
    <Text size="xs" c={act.replacedBy ? 'orange.8' : 'dimmed'}>
      {t(r.key)}{' '}
      <Anchor component={Link} to={avrPath(r.ref.id)} size="xs">
        {actNumber(r.ref.number)}
      </Anchor>
    </Text>
  );
};

/** The notice on an act's page. */
export const AvrReplacementAlert = ({ act }: { act: Pick<AvrSummary, 'replaces' | 'replacedBy'> }) => {
  const { t } = useTranslation();
  const r = replacementOf(act);
  if (!r) return null;
  return (
    <Alert color={act.replacedBy ? 'orange' : 'blue'}>
      {t(r.key)} {/* In the alert's text colour, underlined: the link blue on the tinted ground is below WCAG contrast. */}
      <Anchor component={Link} to={avrPath(r.ref.id)} fw={600} c="inherit" underline="always">
        {actNumber(r.ref.number)}
      </Anchor>
    </Alert>
  );
};
