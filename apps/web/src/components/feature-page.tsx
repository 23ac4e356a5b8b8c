import '#web/lib/mantine-styles';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The frame of a page: its title and its content. */
export const FeaturePage = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Stack gap="lg">
    <PageTitle title={title} />
    {children}
  </Stack>
);
