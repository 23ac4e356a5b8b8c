import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Fades each page in when the path changes (no motion when the user prefers reduced motion). */
export const PageTransition = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-fade">
      {children}
    </div>
  );
};
