import { useRef } from 'react';
import { useTranslation } from '#web/i18n';
import { FormButton } from './answer-fields';

/** The drawn signature's canvas size in pixels (the server takes at most 1200 × 600). */
const WIDTH = 600;
const HEIGHT = 180;

/**
 * An optional drawn signature: a small canvas for finger, pen or mouse, with a clear button. `onChange` gets the
 * PNG data URL after each stroke, null once cleared.
 */
export const SignaturePad = ({ onChange }: { onChange: (png: string | null) => void }) => {
  const { t } = useTranslation('offer-online');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) {
      return;
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1a1a1a';
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) {
      return;
    }
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = () => {
    if (drawing.current && canvas.current) {
      drawing.current = false;
      onChange(canvas.current.toDataURL('image/png'));
    }
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange(null);
  };

  return (
    <div className="signature-pad">
      <p className="signature-pad__label" id="signature-label">
        {t('accept.signature')}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="signature-pad__canvas"
        aria-labelledby="signature-label"
        role="img"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        data-testid="signature-pad"
      />
      <FormButton type="button" busy={false} small onClick={clear}>
        {t('accept.clearSignature')}
      </FormButton>
    </div>
  );
};
