/**
 * The Mantine styles of the components only the console uses (app/mantine-styles.ts holds the site's): they load with
 * the console's chunk, never with the public pages. Without Tabs.css the reference data's tabs ran together as one line
 * of text. A component new to the console needs its file here.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
