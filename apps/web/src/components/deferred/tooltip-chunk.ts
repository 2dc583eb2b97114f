// Mantine's tooltip and its styles in a chunk of their own (see hint-tooltip.tsx).
import '@mantine/core/styles/Tooltip.layer.css';

export { Tooltip } from '@mantine/core';
