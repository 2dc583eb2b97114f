/**
 * The Mantine styles the first paint needs: the base layers and the components the shell (header,
 * footer) and home draw, each in the `mantine` cascade layer so the app's
 * own (unlayered) styles always win whatever order the sheets arrive in. Every other page loads
 * the whole sheet first (`load-full-styles.ts`), so a component missing here is never unstyled
 * there; add a component here when home or the shell starts drawing it. Menus, dialogs, tooltips
 * and notices arrive after the first paint (components/deferred) and import their own sheets.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The building blocks other components extend come first, in Mantine's documented order: a later
// rule of the same weight wins, so UnstyledButton's transparent background after Button's would
// blank every filled button.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Scroller.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
