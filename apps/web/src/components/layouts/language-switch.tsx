import { LANGS, type Lang } from '@jetkiz/domain';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLang } from '../../lib/i18n.ts';
import classes from './language-switch.module.css';

const SHORT: Record<Lang, string> = { ru: 'РУС', kk: 'ҚАЗ', en: 'ENG' };

/** ru / kk / en, remembered in localStorage; each button names its language in that language. */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const active = currentLang();
  return (
    <fieldset className={classes.group}>
      <legend className={classes.hidden}>{t('language.label')}</legend>
      {LANGS.map((lang) => (
        <UnstyledButton
          key={lang}
          lang={lang}
          className={classes.button}
          aria-pressed={lang === active}
          title={t(`language.${lang}`)}
          onClick={() => void changeLanguage(lang)}
        >
          {SHORT[lang]}
          <span className={classes.hidden}> {t(`language.${lang}`)}</span>
        </UnstyledButton>
      ))}
    </fieldset>
  );
};
