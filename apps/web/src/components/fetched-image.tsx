import { Image } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../lib/notify.ts';

/**
 * A picture the page must fetch itself (the request carries the token, which an <img src> cannot send), shown from
 * an object URL that is freed when the picture goes; a link opens it whole. `load` gives the object URL, once: another
 * picture is another element (give it its own `key`).
 */
export const FetchedImage = ({
  load,
  height,
  alt,
}: {
  load: () => Promise<string>;
  height: number;
  /** What the picture is, for a screen reader («Фото 2 к претензии»). */
  alt: string;
}) => {
  const [url, setUrl] = useState('');
  // The caller makes `load` anew each render: the first one fetches.
  const first = useRef(load);
  useEffect(() => {
    let made = '';
    let gone = false;
    first
      .current()
      .then((next) => {
        made = next;
        if (gone) URL.revokeObjectURL(next);
        else setUrl(next);
      })
      .catch(notifyError);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, []);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <Image src={url} alt={alt} h={height} fit="cover" radius="sm" />
    </a>
  ) : null;
};
