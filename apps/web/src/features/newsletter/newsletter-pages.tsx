import { EMAIL_MESSAGE, endpoints, errorMessage } from '@jetkiz/contract';
import { isValidEmail } from '@jetkiz/domain';
import { Alert, Anchor, Button, Card, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { fieldMessage, type MessageOf, serverFieldErrors } from '../../lib/field-message.tsx';
import { errorNode } from '../../lib/notify.ts';
import { usePageTitle } from '../../lib/page-title.ts';

/**
 * The server's answer or its refusal, as the page shows it; `refusal` says the refusal in the page's own words. A
 * refusal says itself in the page's language, again after a switch of language.
 */
const Outcome = ({ message, error, refusal }: { message?: string | undefined; error?: unknown; refusal?: MessageOf }) => {
  if (message) {
    return (
      <Alert color="brand" variant="light" role="status">
        {message}
      </Alert>
    );
  }
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {errorNode(error instanceof ApiError ? error : undefined, refusal)}
    </Alert>
  );
};

const Page = ({ title, children }: { title: string; children: React.ReactNode }) => {
  usePageTitle(title);
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Container>
  );
};

/** The news subscription: an address, then a confirmation link by e-mail (double opt-in). */
export const NewsletterPage = () => {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  // Said in the page's language whenever shown: a switch of language after a refusal says it again in the new one.
  const [problem, setProblem] = useState<ReactNode>();
  const subscribe = useMutation({
    mutationFn: async (address: string) => (await callApi(endpoints.subscribeNewsletter, { body: { email: address } })).message,
    meta: { silent: true },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setProblem(fieldMessage((lang) => EMAIL_MESSAGE[lang]));
      return;
    }
    subscribe.mutate(email.trim(), {
      onError: (error) => {
        setProblem(serverFieldErrors(error).email);
      },
    });
  };
  return (
    <Page title={t('newsletter.title')}>
      <Text>{t('newsletter.intro')}</Text>
      {subscribe.isSuccess ? (
        <>
          <Outcome message={subscribe.data} />
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setEmail('');
              subscribe.reset();
            }}
          >
            {t('newsletter.another')}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('newsletter.email')}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              error={problem}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setProblem(undefined);
              }}
            />
            {subscribe.isError && !problem && <Outcome error={subscribe.error} />}
            <Button
              type="submit"
              loading={subscribe.isPending}
              w={{ base: '100%', sm: 'auto' }}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('newsletter.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Page>
  );
};

/**
 * A token the server refuses by its shape (a character or a length no link has: cut short or mangled on its way) is a
 * link that does not work, as an unknown one is; the form's «check what you entered» would send the reader looking
 * for a field.
 */
const brokenLink = (error: unknown): MessageOf | undefined =>
  error instanceof ApiError && error.errorCode === 'VALIDATION'
    ? (lang) => errorMessage('NEWSLETTER_LINK_INVALID', lang)
    : undefined;

/**
 * A page an e-mail's link opens: it asks for one press before it acts, so a mail scanner that opens links does not
 * confirm or unsubscribe on the reader's behalf (mail clients unsubscribe with one click through the header).
 */
const LinkPage = (props: {
  title: string;
  text: string;
  button: string;
  act: (token: string) => Promise<{ message: string }>;
}) => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  // The page says what went wrong where the reader looks: no second notification in the corner.
  const action = useMutation({ mutationFn: async () => (await props.act(token)).message, meta: { silent: true } });
  return (
    <Page title={props.title}>
      {!token ? (
        <Alert color="red" variant="light" role="alert">
          {t('newsletter.noToken')}
        </Alert>
      ) : action.isSuccess || action.isError ? (
        <Outcome message={action.data} error={action.error} refusal={brokenLink(action.error)} />
      ) : (
        <>
          <Text>{props.text}</Text>
          <Button loading={action.isPending} onClick={() => action.mutate()} style={{ alignSelf: 'flex-start' }}>
            {props.button}
          </Button>
        </>
      )}
      <Anchor component={Link} to={paths.home}>
        {t('newsletter.home')}
      </Anchor>
    </Page>
  );
};

export const NewsletterConfirmPage = () => {
  const { t } = useTranslation();
  return (
    <LinkPage
      title={t('newsletter.confirmTitle')}
      text={t('newsletter.confirmText')}
      button={t('newsletter.confirmButton')}
      act={(token) => callApi(endpoints.confirmNewsletter, { body: { token } })}
    />
  );
};

export const NewsletterUnsubscribePage = () => {
  const { t } = useTranslation();
  return (
    <LinkPage
      title={t('newsletter.unsubscribeTitle')}
      text={t('newsletter.unsubscribeText')}
      button={t('newsletter.unsubscribeButton')}
      act={(token) => callApi(endpoints.unsubscribeNewsletter, { query: { token } })}
    />
  );
};
