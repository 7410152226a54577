import { useTranslation } from 'react-i18next';
import { nameLookAlikes, type LookAlikeName, type PlateSuggestion } from '@/lib/plate';
import { FieldNotice } from './text-input';

type AdviceKey = 'check' | 'use' | LookAlikeName;

type Props = {
  id: string;
  /** The plate as it was probably meant; nothing is shown without one. */
  suggestion: PlateSuggestion | null;
  /**
   * The form's own texts under its `plateAdvice` key: `check` ({{chars}}, {{plate}}), `use`
   * ({{plate}}) and the names of the look-alike characters.
   */
  text: (key: AdviceKey, values?: { chars?: string; plate?: string }) => string;
  /** Takes the suggested plate into the field. */
  onTake: (plate: string) => void;
};

/**
 * A plate with a letter where a digit is meant, or the other way round (`O`/`0`, `I`/`1`): the
 * plate as it was probably meant, with a button that takes it. Place it right after the field.
 */
export function PlateAdvice({ id, suggestion, text, onTake }: Props) {
  const { i18n } = useTranslation();
  return (
    <FieldNotice
      id={id}
      message={
        suggestion
          ? text('check', {
              chars: nameLookAlikes(suggestion.check, (key) => text(key), i18n.language),
              plate: suggestion.plate,
            })
          : null
      }
      action={
        suggestion
          ? {
              label: text('use', { plate: suggestion.plate }),
              onClick: () => onTake(suggestion.plate),
            }
          : undefined
      }
    />
  );
}
