import type { DemoVendorEmail } from "../accounts";
import type { CategoryName } from "../categories";

export type DemoPrompt = {
  title: string;
  vendor: DemoVendorEmail;
  category: CategoryName;
  priceCents: number;
  tags: string[];
  shortDescription: string;
  description: string;
  content: string;
};
