import { publicUrl } from "~/utils/public-url.server";

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * What a message says, in parts every template fills in; `renderMail` turns it into the plain-text
 * and the HTML part, so both always say the same thing.
 */
export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label/value lines, e.g. the items of a receipt. */
  rows?: [label: string, value: string][];
  action?: { label: string; url: string };
  /** A closing line in small print (why the user got this, how to turn it off). */
  footer?: string;
};

/** An absolute link under APP_URL, for links in e-mails (CONTRACT 11). */
export const appUrl = publicUrl;

export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: plainText(content), html: html(content) };
}

function plainText({ greeting, paragraphs, rows, action, footer }: MailContent): string {
  const width = Math.max(0, ...(rows ?? []).map(([label]) => label.length));
  return [
    greeting,
    ...paragraphs,
    rows?.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join("\n"),
    action && `${action.label}: ${action.url}`,
    footer && `--\n${footer}`,
  ]
    .filter(Boolean)
    .join("\n\n")
    .concat("\n");
}

function html({ subject, greeting, paragraphs, rows, action, footer }: MailContent): string {
  const table = rows?.length
    ? `<table role="presentation" cellpadding="4">${rows
        .map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right"><strong>${escapeHtml(value)}</strong></td></tr>`)
        .join("")}</table>`
    : "";
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
    : "";
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    table,
    button,
    footer ? `<hr><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>` : "",
    `</body></html>`,
  ].join("");
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
