import { Popover, Skeleton, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './image-preview.module.css';
import { LAYER } from './layers';

/** Spec 000 §9. */
export const DEFAULT_IMAGE_WIDTH = 32;

export type ImageState = 'loading' | 'loaded' | 'errored';

export interface ImagePreviewProps {
  src: string;
  alt: string;
  /** Width (and height) of the thumbnail in px */
  width?: number;
  /** When set, hovering or focusing the thumbnail shows the image this wide */
  popupWidth?: number;
}

/** A thumbnail that shows a placeholder while loading and instead of an image that fails. */
export function ImagePreview(props: ImagePreviewProps) {
  // A new address starts a new load, with its own state.
  return <Thumbnail key={props.src} {...props} />;
}

function Thumbnail({ src, alt, width = DEFAULT_IMAGE_WIDTH, popupWidth }: ImagePreviewProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ImageState>('loading');
  const [isPopupOpen, setIsPopupOpen] = useState(false);

  const thumbnail = (
    <span className={classes.frame} style={{ width, height: width }} data-image-state={state}>
      {state === 'loading' && <Skeleton width={width} height={width} />}
      {state === 'errored' ? (
        <IconPhotoOff size={width} stroke={1.5} role="img" aria-label={t('UI.IMAGE_UNAVAILABLE')} />
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          data-hidden={state === 'loading' || undefined}
          onLoad={() => setState('loaded')}
          onError={() => setState('errored')}
        />
      )}
    </span>
  );

  if (popupWidth === undefined) return thumbnail;

  const open = () => setIsPopupOpen(true);
  const close = () => setIsPopupOpen(false);
  return (
    <Popover
      opened={isPopupOpen && state === 'loaded'}
      onChange={setIsPopupOpen}
      position="right"
      zIndex={LAYER.pageOverlay}
      shadow="md"
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.trigger}
          aria-label={t('UI.IMAGE_ENLARGE', { name: alt })}
          onMouseEnter={open}
          onMouseLeave={close}
          onFocus={open}
          onBlur={close}
          onClick={open}
        >
          {thumbnail}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <img src={src} alt={alt} width={popupWidth} />
      </Popover.Dropdown>
    </Popover>
  );
}
