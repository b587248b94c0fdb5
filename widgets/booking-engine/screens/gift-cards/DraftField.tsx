import type { GiftDraft } from '../../../../src/domain/gift-cards/gift-card-draft';
import { setGiftDraft } from '../../../../src/stores/engine/gift-cards';
import { FieldFrame } from '../../../../src/ui/form/Field';

export type TextKey = Exclude<keyof GiftDraft, 'method' | 'itemId'>;

export interface DraftFieldProps {
  idBase: string;
  name: TextKey;
  label: string;
  draft: GiftDraft;
  errors: Partial<Record<keyof GiftDraft, string>>;
  optional?: boolean;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
}

/** One text field of the gift card draft, through the kit's FieldFrame, kept in the store. */
export function DraftField(props: DraftFieldProps) {
  const { idBase, name, draft, errors, multiline } = props;
  const common = {
    name,
    part: 'input',
    value: draft[name],
    required: !props.optional,
    maxLength: props.maxLength,
    onInput: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      setGiftDraft({ [name]: e.currentTarget.value }),
  };
  return (
    <FieldFrame
      id={`${idBase}-${name}`}
      label={props.label}
      optional={props.optional}
      hint={props.hint}
      error={errors[name]}
    >
      {(aria) =>
        multiline ? (
          <textarea rows={4} {...aria} {...common} />
        ) : (
          <input
            {...aria}
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete ?? 'off'}
          />
        )
      }
    </FieldFrame>
  );
}
