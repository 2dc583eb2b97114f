/** The whole Mantine sheet (layered), for every page but home; loaded by `load-full-styles.ts`. */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
