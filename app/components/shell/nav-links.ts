import type { ComponentType, SVGProps } from "react";

export type NavLinkItem = {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
};
