// Mantine's date components style themselves from their own sheet, loaded with the renderer.
import '@mantine/dates/styles.css';
