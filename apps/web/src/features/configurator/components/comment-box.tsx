import { LIMITS, TIMINGS } from '@door/contract';
import { useDebouncedCallback } from '@mantine/hooks';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n';

/** Props of the comment box. */
export type CommentBoxProps = {
  value: string;
  disabled: boolean;
  /** Saves the comment; resolves when saved. */
  onSave: (comment: string) => Promise<void>;
};

/** The configuration's comment (at most 2000 characters), saved 1 s after typing stops. */
export const CommentBox = ({ value, disabled, onSave }: CommentBoxProps) => {
  const { t } = useTranslation('configurator');
  const id = useId();
  const [text, setText] = useState(value);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const saved = useRef(value);
  const save = useDebouncedCallback((comment: string) => {
    if (comment === saved.current) {
      return;
    }
    setStatus('saving');
    onSave(comment).then(
      () => {
        saved.current = comment;
        setStatus('saved');
      },
      () => setStatus('failed'),
    );
  }, TIMINGS.commentAutosave);

  return (
    <div className="cfg-field cfg-comment">
      <label className="cfg-field__label" htmlFor={id}>
        {t('comment.label')}
      </label>
      <textarea
        id={id}
        className="app-input cfg-input cfg-textarea"
        value={text}
        maxLength={LIMITS.commentMax}
        rows={4}
        disabled={disabled}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setStatus('idle');
          save(event.currentTarget.value);
        }}
        data-testid="comment-box"
      />
      <span className="cfg-field__hint cfg-comment__meta" id={`${id}-count`}>
        <span>{t('comment.count', { count: text.length, max: LIMITS.commentMax })}</span>
        <span aria-live="polite" data-testid="comment-status">
          {status === 'saving' ? t('comment.saving') : status === 'saved' ? t('comment.saved') : ''}
          {status === 'failed' ? t('comment.failed') : ''}
        </span>
      </span>
    </div>
  );
};
