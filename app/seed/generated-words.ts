import type { CategoryName } from "./categories";

/** Word lists the generated (benchmark) prompts are assembled from. */
export const SUBJECTS: Record<CategoryName, readonly string[]> = {
  Writing: ["Blog Post", "Short Story", "Newsletter", "Essay", "Book Outline", "Speech", "Case Study", "Product Description", "Memoir Chapter", "Press Release"],
  Marketing: ["Email Campaign", "Landing Page", "Ad Copy", "Brand Story", "Social Media Plan", "Webinar Funnel", "Referral Program", "Influencer Brief", "Customer Survey", "Value Proposition"],
  Coding: ["API Design", "Code Review", "Unit Test", "Refactoring", "SQL Query", "Regex", "Bug Triage", "Architecture Decision", "Commit Message", "Documentation"],
  "Image Generation": ["Fantasy Landscape", "Product Shot", "Portrait", "Logo Concept", "Pixel Art Scene", "Interior Design", "Food Photography", "Sci-Fi City", "Storybook Illustration", "Poster Design"],
  Business: ["Business Plan", "Pitch Deck", "Market Analysis", "OKR", "Job Description", "Sales Script", "Financial Forecast", "Board Update", "Negotiation", "Customer Onboarding"],
  Education: ["Lesson Plan", "Quiz", "Study Guide", "Flashcard Deck", "Essay Feedback", "Course Outline", "Language Practice", "Science Experiment", "Math Tutor", "Reading Comprehension"],
  Productivity: ["Daily Plan", "Weekly Review", "Meeting Agenda", "Habit Tracker", "Decision Matrix", "Goal Setting", "Email Triage", "Project Plan", "Focus Session", "Retrospective"],
  SEO: ["Keyword Research", "Meta Description", "Content Brief", "Link Building", "Site Audit", "Local SEO", "FAQ Schema", "Topic Cluster", "Content Refresh", "Competitor Gap"],
};

export const TAGS: Record<CategoryName, readonly string[]> = {
  Writing: ["writing", "copywriting", "storytelling", "editing", "blogging", "content"],
  Marketing: ["marketing", "email", "social media", "advertising", "branding", "growth"],
  Coding: ["coding", "developer tools", "testing", "debugging", "sql", "architecture"],
  "Image Generation": ["image generation", "digital art", "concept art", "art style", "photography", "illustration"],
  Business: ["business", "strategy", "startups", "sales", "finance", "management"],
  Education: ["education", "teaching", "learning", "students", "assessment", "tutoring"],
  Productivity: ["productivity", "planning", "focus", "habits", "time management", "meetings"],
  SEO: ["seo", "keywords", "content strategy", "serp", "technical seo", "link building"],
};

export const ADJECTIVES = ["Ultimate", "Advanced", "Quick", "Data-Driven", "Step-by-Step", "Expert", "Minimalist", "Friendly", "High-Converting", "Structured", "Creative", "Professional", "Beginner-Friendly", "In-Depth", "Fast", "Smart", "Battle-Tested", "Modern", "Practical", "Bold"];

export const FORMATS = ["Generator", "Template", "Framework", "Toolkit", "Assistant", "Blueprint", "Playbook", "Checklist", "Builder", "Coach", "Planner", "Formula", "Workshop", "Starter Kit", "Masterclass"];

export const AUDIENCES = ["Startups", "Freelancers", "Teachers", "Small Businesses", "Agencies", "Students", "Solo Founders", "Creators", "Developers", "Marketers", "Nonprofits", "Online Stores", "Consultants", "Remote Teams", "Coaches", "Product Managers", "Researchers", "Busy Parents", "Managers", "Beginners"];

export const OUTCOMES = ["save hours every week", "get consistent results on the first try", "sound like an expert", "ship work they are proud of", "turn rough ideas into finished drafts", "stop starting from a blank page", "make better decisions faster", "impress clients and stakeholders", "keep quality high at scale", "learn the craft while they work"];

export const FEATURES = ["clear variables to fill in", "a built-in quality checklist", "examples of great output", "step-by-step instructions", "tone and length controls", "follow-up prompts for revisions", "guardrails against generic answers", "a structured output format"];

export const OUTPUT_FORMATS = ["Markdown with headings", "a table", "plain text", "numbered steps", "bullet points"];
