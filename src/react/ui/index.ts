// The design system of DESIGN.md §2: one implementation of each component, used by every screen.

import { avatarCss } from './avatar';
import { badgeCss } from './badge';
import { buttonCss } from './button';
import { cardCss } from './card';
import { codeInputCss } from './code-input';
import { dialogCss } from './dialog';
import { dividerCss } from './divider';
import { feedbackCss } from './feedback';
import { formCss } from './form';
import { menuCss } from './menu';
import { providerButtonCss } from './provider-button';
import { rowCss } from './row';
import { segmentedCss } from './segmented-control';
import { selectFieldCss } from './select-field';
import { spinnerCss } from './spinner';
import { switchCss } from './switch';
import { textFieldCss } from './text-field';
import { emailAddressCss } from './email-address';

export { Avatar, initialsOf, personAvatarName, safeImageUrl, type AvatarProps } from './avatar';
export { Badge, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { Card, CardLevelContext, type CardProps } from './card';
export { CodeInput, type CodeInputProps } from './code-input';
export { copyText, CopyButton, type CopyButtonProps } from './copy-button';
export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './dialog';
export { FormDialog, type FormDialogProps } from './form-dialog';
export { Divider } from './divider';
export { Actions, EmptyState, SavedNote, Skeleton } from './feedback';
export { Alert, Form, type AlertKind, type FormProps } from './form';
export { Menu, MenuItem, MenuSeparator, type MenuItemProps, type MenuProps, type MenuTriggerProps } from './menu';
export { BrandLogo, ProviderButton, ProviderGrid, type ProviderButtonProps } from './provider-button';
export { Row, RowGroup, RowMenu, type RowProps } from './row';
export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './segmented-control';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { Spinner } from './spinner';
export { Switch, type SwitchProps } from './switch';
export { FieldError, TextField, type TextFieldProps } from './text-field';
export * from './icons';

export { EmailAddress } from './email-address';

export const uiCss = [buttonCss, spinnerCss, textFieldCss, selectFieldCss, formCss, cardCss, dividerCss, providerButtonCss, codeInputCss, segmentedCss, avatarCss, badgeCss, switchCss, feedbackCss, emailAddressCss, menuCss, dialogCss, rowCss].join('\n');
