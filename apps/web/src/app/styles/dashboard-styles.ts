/**
 * Staff screens (the dashboard layout is a lazy chunk) get the whole Mantine sheet and the sheets
 * of the extensions they use: charts, rich-text editor, dates and the admin data table.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
import '@mantine/tiptap/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
