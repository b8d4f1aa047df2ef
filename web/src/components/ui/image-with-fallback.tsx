import { useEffect, useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_EVENT_IMAGE = '/images/default-event.svg';
export const DEFAULT_COMPANY_IMAGE = '/images/default-company.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  fallback: string;
};

/** An <img> that swaps to `fallback` once if its source is empty or fails to load. */
export function ImageWithFallback({ src, fallback, alt = '', ...rest }: Props) {
  const [current, setCurrent] = useState(src || fallback);

  useEffect(() => {
    setCurrent(src || fallback);
  }, [src, fallback]);

  return (
    <img
      {...rest}
      alt={alt}
      src={current}
      onError={() => {
        if (current !== fallback) setCurrent(fallback);
      }}
    />
  );
}
