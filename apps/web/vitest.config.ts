import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Two test files run at a time on two cores: a component test gets 15 s, not vitest's 5 s, on a busy machine.
    testTimeout: 15_000,
  },
});
