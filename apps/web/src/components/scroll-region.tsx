import { type ReactNode, useEffect, useRef, useState } from 'react';
import './scroll-region.css';

/**
 * A box that scrolls its content inside itself (a wide table on a 360 px phone, a long list in a dialog). While it
 * does scroll, it is a labelled region keyboard users can focus to scroll it (axe's scrollable-region-focusable),
 * as the shared data table does.
 */
export const ScrollRegion = ({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return;
    }
    const measure = () =>
      setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) {
      observer.observe(child);
    }
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className={`scroll-region ${className}`.trim()}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
};
