import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MAX_TRAINING_IMAGES, MIN_TRAINING_IMAGES } from 'api-client';
import { Button, focusRing, loginPath, media, theme, useSession } from 'shared-ui';
import type { PickedImage } from '../hooks/use-picked-images';
import { IMAGE_ACCEPT } from '../upload-rules';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Label = styled.h2`
  margin: 0;
  font-size: 15px;
  font-weight: 600;
`;

const Count = styled.p`
  margin: 4px 0 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const Message = styled.p`
  margin: 8px 0 0;
  color: ${theme.colors.danger};
  font-size: 14px;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile`
    grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
    gap: 8px;
  `}
`;

type TileTone = 'error' | 'warning' | undefined;
const tileColours = (tone: TileTone) =>
  tone === 'error' ? { border: theme.colors.danger, background: theme.colors.dangerSoft, text: theme.colors.danger }
    : tone === 'warning' ? { border: theme.colors.warning, background: theme.colors.warningSoft, text: theme.colors.warning }
      : { border: 'transparent', background: 'transparent', text: 'inherit' };

const Tile = styled.li<{ $tone: TileTone }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 4px;
  border: 2px solid ${(p) => tileColours(p.$tone).border};
  border-radius: ${theme.radii.md};
  background: ${(p) => tileColours(p.$tone).background};
`;

const Thumb = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
`;

const Remove = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: rgba(17, 24, 39, 0.75);
  color: #fff;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
  &:hover { background: ${theme.colors.danger}; }
`;

const Reason = styled.p<{ $tone: TileTone }>`
  margin: 0;
  color: ${(p) => tileColours(p.$tone).text};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.3;
`;

/** The id of a photo's Remove button, which the refused-photos summary moves focus to. */
export const removeButtonId = (imageId: number) => `remove-photo-${imageId}`;

interface ImagePickerProps {
  images: readonly PickedImage[];
  error?: string;
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
}

/** The photo picker: Add images (checks the session first), thumbnails with remove buttons and reasons. */
export function ImagePicker({ images, error, onAdd, onRemove }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { refreshSession } = useSession();
  const navigate = useNavigate();
  const full = images.length >= MAX_TRAINING_IMAGES;

  async function openPicker() {
    // Ask the server every time: a session that ended there (expired, signed out elsewhere) still looks
    // signed in here, and its photos would be picked only to fail at Upload. The one quick call fits
    // well inside the browser's window for opening the file dialog from this click.
    if ((await refreshSession()) !== 'logged-in') {
      navigate(loginPath('/train'));
      return;
    }
    input.current?.click();
  }

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // so picking the same file again after removing it still fires
    if (files.length > 0) onAdd(files);
  }

  return (
    <section aria-labelledby="photos-label">
      <Header>
        <div>
          <Label id="photos-label">Photos</Label>
          <Count>
            {images.length} of {MAX_TRAINING_IMAGES} selected. Upload {MIN_TRAINING_IMAGES} to {MAX_TRAINING_IMAGES}{' '}
            clear selfies of one person.
          </Count>
        </div>
        <Button variant="secondary" onClick={openPicker} disabled={full}>
          Add images
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          onChange={picked}
          hidden
          data-testid="image-input"
        />
      </Header>
      {error && (
        <Message role="alert">{error}</Message>
      )}
      {images.length > 0 && (
        <Grid>
          {images.map((image, index) => {
            const reasonId = `photo-issue-${image.id}`;
            return (
              <Tile key={image.id} $tone={image.issue ? image.issueTone ?? 'error' : undefined} data-testid="photo-tile">
                <Thumb
                  src={image.url}
                  alt={`Photo ${index + 1}`}
                  aria-describedby={image.issue ? reasonId : undefined}
                />
                <Remove
                  id={removeButtonId(image.id)}
                  type="button"
                  aria-label={`Remove photo ${index + 1}`}
                  aria-describedby={image.issue ? reasonId : undefined}
                  onClick={() => onRemove(image.id)}
                >
                  ×
                </Remove>
                {image.issue && <Reason id={reasonId} $tone={image.issueTone ?? 'error'}>{image.issue}</Reason>}
              </Tile>
            );
          })}
        </Grid>
      )}
    </section>
  );
}
