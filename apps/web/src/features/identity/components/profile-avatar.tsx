// Mantine's styles of the parts only this card uses travel with it, not with every page (app/mantine-styles.ts).
import '@mantine/core/styles/Avatar.css';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, endpoints, IMAGE_MESSAGES, type UserData } from '@jetkiz/contract';
import { Avatar, Button, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { fetchApiFile, uploadApiFile } from '../../../lib/api-files.ts';
import { fieldMessage } from '../../../lib/field-message.tsx';
import { errorNode, notifyError, notifySuccess } from '../../../lib/notify.ts';

// The cropper loads only when a picture has been chosen.
const AvatarCropper = lazy(async () => ({ default: (await import('./avatar-cropper.tsx')).AvatarCropper }));

/** A file read as a data: URL (the page's CSP allows data: images, not blob: ones). */
const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Whether the browser can decode an image (what it cannot show, it cannot crop). */
const decodes = (src: string): Promise<boolean> =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth > 0);
    image.onerror = () => resolve(false);
    image.src = src;
  });

const initials = (user: UserData) =>
  [user.firstName, user.lastName]
    .map((part) => part?.trim()[0] ?? '')
    .join('')
    .toUpperCase();

/** A type the picture may be, as the browser names the chosen file (an SVG, a GIF, a PDF is not). */
const acceptedType = (file: File) => (AVATAR_TYPES as readonly string[]).includes(file.type);

/**
 * The profile picture (issue 19): choose a JPEG, PNG or WebP, crop it square in the browser, upload the crop; the
 * server re-encodes it. Each failure says the specification's image read, crop or load error in the chosen language;
 * what is wrong with the chosen file (its type, its size, unreadable, refused by the server) is said under the button.
 */
export const ProfileAvatar = ({ user }: { user: UserData }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = { userType: user.userType };
  const key = ['avatar', user.phone];
  const avatar = useQuery({
    queryKey: key,
    queryFn: async () => {
      // No picture: an empty answer (204).
      const { blob } = await fetchApiFile(endpoints.getAvatar, { params }, 'avatar.webp');
      return blob.size === 0 ? null : readAsDataUrl(blob);
    },
    meta: { silent: true },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  // What is wrong with the chosen file, under the button (and read with it by a screen reader).
  const [problem, setProblem] = useState<ReactNode>(null);
  const problemId = useId();
  const upload = useMutation({
    mutationFn: (image: Blob) => uploadApiFile(endpoints.putAvatar, { params }, image),
    meta: { silent: true },
    onSuccess: (answer) => {
      setChosen(null);
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // A refusal of the server says why (type, read, too large) under the button; a failed call is the load error.
    onError: (error) => {
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500))
        return notifyError(error, (lang) => IMAGE_MESSAGES.loadError[lang]);
      setChosen(null);
      setProblem(errorNode(error));
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi(endpoints.deleteAvatar, { params }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      queryClient.setQueryData(key, null);
    },
  });

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    // A browser draws an SVG and would crop it as any picture: the type is checked first, as the server does.
    if (!acceptedType(file)) return setProblem(fieldMessage((lang) => IMAGE_MESSAGES.typeNotAccepted[lang]));
    if (file.size > AVATAR_MAX_BYTES) return setProblem(fieldMessage((lang) => IMAGE_MESSAGES.tooLarge[lang]));
    try {
      const src = await readAsDataUrl(file);
      if (!(await decodes(src))) throw new Error('not decodable');
      setChosen(src);
    } catch {
      setProblem(fieldMessage((lang) => IMAGE_MESSAGES.readError[lang]));
    }
  };

  return (
    <Stack gap={4}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar src={avatar.data ?? null} size={72} radius="xl" color="brand" alt={t('cabinet.avatar.alt')}>
          {avatar.isLoading ? <Loader size="xs" /> : initials(user)}
        </Avatar>
        <Group gap="xs">
          <FileButton onChange={(file) => void choose(file)} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" size="xs" aria-describedby={problem ? problemId : undefined}>
                {avatar.data ? t('cabinet.avatar.change') : t('cabinet.avatar.add')}
              </Button>
            )}
          </FileButton>
          {avatar.data && (
            <Button variant="subtle" color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('cabinet.avatar.remove')}
            </Button>
          )}
        </Group>
        <Modal opened={chosen !== null} onClose={() => setChosen(null)} title={t('cabinet.avatar.cropTitle')} centered>
          {chosen && (
            <Suspense fallback={<Loader />}>
              <AvatarCropper
                src={chosen}
                saving={upload.isPending}
                onCancel={() => setChosen(null)}
                onCropped={(image) => upload.mutate(image)}
                onCropError={() => notifyError(undefined, (lang) => IMAGE_MESSAGES.cropError[lang])}
              />
            </Suspense>
          )}
        </Modal>
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" id={problemId}>
          {problem}
        </Text>
      )}
    </Stack>
  );
};
