import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

const LINKS = { policy: paths.privacy, offer: paths.offer } as const;

/**
 * The consent at registration: its text with «<policy>…</policy>» and «<offer>…</offer>» made links (opened in a
 * new tab, so the form keeps what was typed). Parsed here rather than with react-i18next's Trans, which would
 * ride along in every page's framework chunk.
 */
export const ConsentLabel = () => {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  const text = t('consent.label');
  const tag = /<(policy|offer)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = tag.exec(text); m; m = tag.exec(text)) {
    parts.push(text.slice(last, m.index));
    const to = LINKS[m[1] as keyof typeof LINKS];
    parts.push(
      <Anchor key={m.index} component={Link} to={to} target="_blank" inherit underline="always">
        {m[2]}
      </Anchor>,
    );
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
};
