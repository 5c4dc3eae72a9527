import { useEffect, useRef, useState } from 'react';

interface CopySiteButtonProps {
  text: string;
  label: string;
  copiedText: string;
  failedText: string;
  /** How long the tooltip stays, in seconds (configured). */
  seconds: number;
  /** Injectable for tests; the browser's clipboard otherwise. */
  writeText?: (text: string) => Promise<void>;
}

function browserWriteText(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

/**
 * Copies the site's name, address and phone; a tooltip (also announced, role=status) says so for the
 * configured number of seconds.
 */
export function CopySiteButton({
  text,
  label,
  copiedText,
  failedText,
  seconds,
  writeText,
}: CopySiteButtonProps) {
  const [tip, setTip] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (message: string) => {
    if (timer.current) clearTimeout(timer.current);
    setTip(message);
    timer.current = setTimeout(() => setTip(null), seconds * 1000);
  };
  const onClick = () => {
    (writeText ?? browserWriteText)(text).then(
      () => show(copiedText),
      () => show(failedText),
    );
  };
  return (
    <span className="site-card__copy">
      <button type="button" className="button button--secondary" onClick={onClick}>
        {label}
      </button>
      <span className="site-card__tooltip" role="status" data-visible={tip ? 'true' : 'false'}>
        {tip ?? ''}
      </span>
    </span>
  );
}
