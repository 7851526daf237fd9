import '@mantine/core/styles/Slider.css';
import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

/** The side of the square the browser uploads (the server makes its own 256 px copy from it). */
const OUTPUT = 512;

/** The chosen square of an image, drawn on a canvas and encoded as JPEG. */
const cropToBlob = (src: string, area: Area): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = OUTPUT;
      canvas.height = OUTPUT;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('no canvas'));
        return;
      }
      context.fillStyle = '#fff';
      context.fillRect(0, 0, OUTPUT, OUTPUT);
      context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT, OUTPUT);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9);
    };
    image.onerror = () => reject(new Error('not decodable'));
    image.src = src;
  });

/** Crops the chosen picture square (drag to move, the slider or the wheel to zoom), with react-easy-crop. */
export const AvatarCropper = (props: {
  src: string;
  saving: boolean;
  onCancel: () => void;
  onCropped: (image: Blob) => void;
  onCropError: () => void;
}) => {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const onCropComplete = useCallback((_shown: Area, pixels: Area) => setArea(pixels), []);
  const save = async () => {
    if (!area) {
      props.onCropError();
      return;
    }
    try {
      props.onCropped(await cropToBlob(props.src, area));
    } catch {
      props.onCropError();
    }
  };
  return (
    <Stack>
      <Box pos="relative" h={280} bg="gray.1" style={{ borderRadius: 8, overflow: 'hidden' }}>
        <Cropper
          image={props.src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={onCropComplete}
        />
      </Box>
      <Text size="sm" id="avatar-zoom">
        {t('cabinet.avatar.zoom')}
      </Text>
      <Slider
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={setZoom}
        label={null}
        aria-labelledby="avatar-zoom"
        thumbProps={{ 'aria-label': t('cabinet.avatar.zoom') }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('cabinet.avatar.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={props.saving}>
          {t('cabinet.avatar.save')}
        </Button>
      </Group>
    </Stack>
  );
};
