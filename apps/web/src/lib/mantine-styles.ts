// Mantine's component styles, in the cascade layer `mantine` so the app's own styles win whatever the order of
// loading. Every module that draws Mantine components imports this file (src/architecture.test.ts checks it), so
// its styles arrive with the first page or dialog that needs them; the customer's steps 1 and 2 draw none and paint
// without waiting for them.
import '@mantine/core/styles.layer.css';
