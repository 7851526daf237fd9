// Mantine's styles of the parts only this card uses travel with it, not with every page (app/mantine-styles.ts).
import '@mantine/core/styles/Avatar.css';
import { AVATAR_MAX_BYTES, endpoints, IMAGE_MESSAGES, type UserData } from '@jetkiz/contract';
import { Avatar, Button, FileButton, Group, Loader, Modal } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { fetchApiFile, uploadApiFile } from '../../../lib/api-files.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

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

/**
 * The profile picture (issue 19): choose a JPEG, PNG or WebP, crop it square in the browser, upload the crop; the
 * server re-encodes it. Each failure says the specification's image read, crop or load error in the chosen language.
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
  const upload = useMutation({
    mutationFn: (image: Blob) => uploadApiFile(endpoints.putAvatar, { params }, image),
    meta: { silent: true },
    onSuccess: (answer) => {
      setChosen(null);
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // A refusal of the server says why (read, too large); a failed call is the load error.
    onError: (error) =>
      notifyError(
        error,
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? undefined
          : IMAGE_MESSAGES.loadError[currentLang()],
      ),
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
    const lang = currentLang();
    if (file.size > AVATAR_MAX_BYTES) {
      notifyError(new Error(IMAGE_MESSAGES.tooLarge[lang]), IMAGE_MESSAGES.tooLarge[lang]);
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      if (!(await decodes(src))) throw new Error('not decodable');
      setChosen(src);
    } catch {
      notifyError(new Error(IMAGE_MESSAGES.readError[lang]), IMAGE_MESSAGES.readError[lang]);
    }
  };

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={avatar.data ?? null} size={72} radius="xl" color="brand" alt={t('cabinet.avatar.alt')}>
        {avatar.isLoading ? <Loader size="xs" /> : initials(user)}
      </Avatar>
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} variant="light" size="xs">
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
              onCropError={() => {
                const lang = currentLang();
                notifyError(new Error(IMAGE_MESSAGES.cropError[lang]), IMAGE_MESSAGES.cropError[lang]);
              }}
            />
          </Suspense>
        )}
      </Modal>
    </Group>
  );
};
