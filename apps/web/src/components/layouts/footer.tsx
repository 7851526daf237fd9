import { JETKIZ_REQUISITES, SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@jetkiz/domain';
import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { currentLang } from '../../lib/i18n.ts';
import classes from './public-layout.module.css';

const DOCUMENTS = [
  { to: paths.offer, key: 'footer.offer' },
  { to: paths.privacy, key: 'footer.privacy' },
] as const;
const HELP = [
  { to: paths.knowledge, key: 'footer.knowledge' },
  { to: paths.faq, key: 'footer.faq' },
  { to: paths.partners, key: 'footer.partners' },
  { to: paths.newsletter, key: 'footer.newsletter' },
  { to: paths.contacts, key: 'footer.contacts' },
] as const;

const Links = ({ title, id, items }: { title: string; id: string; items: ReadonlyArray<{ to: string; key: string }> }) => {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={id}>
      <Text component="h2" id={id} fw={700} size="sm" mb={6}>
        {title}
      </Text>
      <ul className={classes.footerList}>
        {items.map((item) => (
          <li key={item.to}>
            <Anchor component={Link} to={item.to} size="sm" className={classes.footerLink}>
              {t(item.key)}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/**
 * Every public page ends with this: the offer and the privacy policy, help, support (phone, e-mail, hours
 * Monday to Friday) and the company's requisites, the same the invoices print (from the domain).
 */
export const Footer = () => {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="lg">
          <Stack gap={4}>
            <Text fw={700}>Jetkiz</Text>
            <Text size="sm" c="dimmed">
              {t('app.tagline')}
            </Text>
          </Stack>
          <Links title={t('footer.documentsTitle')} id="footer-documents" items={DOCUMENTS} />
          <Links title={t('footer.helpTitle')} id="footer-help" items={HELP} />
          <div>
            <Text component="h2" fw={700} size="sm" mb={6}>
              {t('footer.supportTitle')}
            </Text>
            <address className={classes.address}>
              <Stack gap={4}>
                <Anchor href={telHref(SUPPORT_PHONE)} size="sm" className={classes.footerLink}>
                  {SUPPORT_PHONE}
                </Anchor>
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm" className={classes.footerLink}>
                  {SUPPORT_EMAIL}
                </Anchor>
                <Text size="sm">{t('footer.support')}</Text>
              </Stack>
            </address>
          </div>
        </SimpleGrid>
        <Stack gap={2} mt="lg" pt="md" className={classes.requisites}>
          <Text size="xs" c="dimmed">
            {JETKIZ_REQUISITES.name[lang]} · {t('footer.bin')} {JETKIZ_REQUISITES.bin} · {JETKIZ_REQUISITES.address[lang]}
          </Text>
          <Text size="xs" c="dimmed">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
};
