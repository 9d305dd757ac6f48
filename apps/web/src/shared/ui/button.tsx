import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

/** The button look for other elements (a router link that goes somewhere inside the app). */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  fullWidth = false,
  extra?: string,
): string {
  return classes(variant, fullWidth, extra);
}

function classes(variant: ButtonVariant, fullWidth: boolean, extra?: string) {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A native button; `type="button"` unless told otherwise, so it never submits a form by surprise. */
export function Button({
  variant = 'primary',
  fullWidth = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={classes(variant, fullWidth, className)} {...rest} />;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  href: string;
}

/** A link that looks like a button: for actions that go somewhere. */
export function ButtonLink({
  variant = 'primary',
  fullWidth = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <a className={classes(variant, fullWidth, className)} {...rest} />;
}
