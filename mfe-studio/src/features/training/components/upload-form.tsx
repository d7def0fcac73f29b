import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NO_IMAGES_MESSAGE, PHOTO_LOOKS_DIFFERENT_WARNING, type ModelClass } from 'api-client';
import styled from 'styled-components';
import { Button, Card, Stack, TextField, theme, useAlert } from 'shared-ui';
import { trainingPriceLabel } from '../training-price';
import { CharacteristicsPicker } from '../../../components/characteristics-picker';
import { CLASS_REQUIRED_MESSAGE, ModelClassField } from '../../../components/model-class-field';
import { retentionNote, selfieRetentionDays } from '../../../lib/selfie-retention';
import { usePickedImages, type PickedImage } from '../hooks/use-picked-images';
import { useTrainingUpload } from '../hooks/use-training-upload';
import { canUpload, modelNameError } from '../upload-rules';
import { ImagePicker, removeButtonId } from './image-picker';
import { LookAlikeConfirmation } from './look-alike-confirmation';
import { PreviewSelfieOffer } from './preview-selfie-offer';
import { RefusedPhotosSummary, type RefusedPhoto } from './refused-photos-summary';
import { SelfieTips } from './selfie-tips';
import { UploadingView } from './uploading-view';

export const FORM_TITLE = 'Train a model';

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
  a { color: ${theme.colors.accent}; }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 14px;
`;

/** An upload the server holds until the user says every photo shows them (docs/likeness.md#one-person-per-model). */
interface AwaitingConfirmation {
  modelId: string;
  outliers: number[];
  /** The photos as sent: the confirmation stands only while the form still shows exactly these. */
  sent: readonly PickedImage[];
}

const samePhotos = (a: readonly PickedImage[], b: readonly PickedImage[]) => a.length === b.length && a.every((image, i) => image.id === b[i]?.id);

/** The photos the server refused, as the tiles now number them (a warning is not a refusal). */
const refusedPhotos = (images: readonly PickedImage[]): RefusedPhoto[] => images.flatMap((image, index) =>
  image.issue && image.issueTone !== 'warning' ? [{ position: index + 1, reason: image.issue, targetId: removeButtonId(image.id) }] : []);

interface UploadFormProps {
  /** The training is on its way (credits spent): the page reloads the overview (in-progress view). */
  onUploaded: (modelId: string) => void;
  /** Any other failure, after the alert: the page reloads the overview, which may have changed meanwhile. */
  onFailed: () => void;
  /** A purchase included this training (a starter pack): the buttons say so instead of a price in credits. */
  trainingIncluded?: boolean;
}

export function UploadForm({ onUploaded, onFailed, trainingIncluded = false }: UploadFormProps) {
  const alert = useAlert();
  const photos = usePickedImages();
  const { upload, uploading, progress } = useTrainingUpload();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [modelClass, setModelClass] = useState<ModelClass | ''>('');
  const [classError, setClassError] = useState<string>();
  const [characteristics, setCharacteristics] = useState<string[]>([]);
  const [photosTouched, setPhotosTouched] = useState(false);
  const [rejection, setRejection] = useState<string>();
  const [awaiting, setAwaiting] = useState<AwaitingConfirmation>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = modelNameError(name);
    setNameError(nameProblem);
    setClassError(modelClass ? undefined : CLASS_REQUIRED_MESSAGE);
    setPhotosTouched(true);
    if (nameProblem || !modelClass || !canUpload(photos.images.length)) return;
    const sent = photos.images;
    setRejection(undefined);
    setAwaiting(undefined);
    const outcome = await upload({ files: sent.map((p) => p.file), modelName: name, modelClass, characteristics });
    if (outcome.kind === 'uploaded') onUploaded(outcome.modelId);
    else if (outcome.kind === 'needs-confirmation') {
      photos.markIssues(sent, outcome.outliers.map((position) => ({ position, reason: PHOTO_LOOKS_DIFFERENT_WARNING })), 'warning');
      setAwaiting({ modelId: outcome.modelId, outliers: outcome.outliers, sent });
    } else if (outcome.kind === 'photos-rejected') {
      photos.markIssues(sent, outcome.issues);
      setRejection(outcome.message);
    } else {
      await alert(outcome.message);
      onFailed();
    }
  }

  if (uploading) return <UploadingView progress={progress} />;

  const noPhotos = photosTouched && photos.images.length === 0;
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={FORM_TITLE}>
        <Stack gap={24}>
          {rejection && <RefusedPhotosSummary message={rejection} photos={refusedPhotos(photos.images)} />}
          <TextField
            label="Model name"
            value={name}
            error={nameError}
            hint="Up to 20 characters, for example the person's first name."
            onChange={(e) => setName(e.target.value)}
            onBlur={() => name !== '' && setNameError(modelNameError(name))}
          />
          <ModelClassField
            value={modelClass}
            error={classError}
            onChange={(value) => {
              setModelClass(value);
              setClassError(undefined);
            }}
          />
          {/* The photos come before the optional characteristics: on a phone they are what the form is for. */}
          <SelfieTips />
          <Stack gap={8}>
            <PreviewSelfieOffer
              inUse={photos.images.some((image) => image.fromPreview)}
              onFiles={(files) => photos.add(files, { first: true, fromPreview: true })}
            />
            <ImagePicker
              images={photos.images}
              error={photos.error}
              onAdd={photos.add}
              onRemove={(id) => {
                photos.remove(id);
                setPhotosTouched(true);
              }}
            />
            {noPhotos && !photos.error && <Problem role="alert">{NO_IMAGES_MESSAGE}</Problem>}
            <Note>
              {retentionNote(selfieRetentionDays())}{' '}
              <Link to="/privacy-policy.html" target="_blank" rel="noopener" reloadDocument>
                Privacy policy
              </Link>
            </Note>
          </Stack>
          <CharacteristicsPicker selected={characteristics} onChange={setCharacteristics} />
          {awaiting && (
            <LookAlikeConfirmation
              modelId={awaiting.modelId}
              outliers={awaiting.outliers}
              current={samePhotos(awaiting.sent, photos.images)}
              onConfirmed={onUploaded}
              trainingIncluded={trainingIncluded}
            />
          )}
          <div>
            <Button type="submit" disabled={!canUpload(photos.images.length)}>
              {trainingPriceLabel('Upload', trainingIncluded)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
