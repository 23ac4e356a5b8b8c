import { useEffect } from 'react';
import { useAppStore } from '#web/stores/app-store';

/** The page heading; also sets the document title with the brand's title. */
export const PageTitle = ({ title }: { title: string }) => {
  const brandTitle = useAppStore((state) => state.theme?.Title);
  useEffect(() => {
    document.title = brandTitle ? `${title} · ${brandTitle}` : title;
  }, [title, brandTitle]);
  return <h1 className="page-title">{title}</h1>;
};
