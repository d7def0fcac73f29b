import { MODEL_CLASSES, PACK_AND_TEMPLATE_CLASSES, type ModelClass } from 'api-client';
import { Banner, SelectField, Stack } from 'shared-ui';

export const CLASS_NOTICE = 'Photo Packs and Templates are unavailable for this class. They are only available for man and woman models.';
export const CLASS_REQUIRED_MESSAGE = 'Please choose a class';

const OPTIONS = MODEL_CLASSES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }));

interface ModelClassFieldProps {
  value: ModelClass | '';
  onChange: (value: ModelClass) => void;
  error?: string;
}

/** The class select, with a notice when the class gets no photo packs or templates (only man and woman do). */
export function ModelClassField({ value, onChange, error }: ModelClassFieldProps) {
  const limited = value !== '' && !PACK_AND_TEMPLATE_CLASSES.includes(value);
  return (
    <Stack gap={8}>
      <SelectField
        label="Class"
        options={OPTIONS}
        placeholder="Choose a class"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value as ModelClass)}
      />
      {limited && <Banner tone="info">{CLASS_NOTICE}</Banner>}
    </Stack>
  );
}
