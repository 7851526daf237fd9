import { Image } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError } from '../lib/notify.ts';

/**
 * A picture the page must fetch itself (the request carries the token, which an <img src> cannot send), shown from
 * an object URL that is freed when the picture goes; a link opens it whole. `load` gives the object URL; `reload`
 * changes when another picture is meant.
 */
export const FetchedImage = ({
  load,
  reload,
  height,
  alt,
}: {
  load: () => Promise<string>;
  reload: string;
  height: number;
  /** What the picture is, for a screen reader («Фото 2 к претензии»). */
  alt: string;
}) => {
  const [url, setUrl] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` names the picture; `load` is made anew each render
  useEffect(() => {
    let made = '';
    let gone = false;
    load()
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
  }, [reload]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <Image src={url} alt={alt} h={height} fit="cover" radius="sm" />
    </a>
  ) : null;
};
