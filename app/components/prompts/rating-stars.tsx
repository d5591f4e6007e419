const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z";

export function StarShape({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d={STAR} />
    </svg>
  );
}

function StarRow({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarShape key={n} className="h-full w-auto shrink-0" />
      ))}
    </span>
  );
}

/** Five stars filled to `value` (fractions included), read out as "Rated 4.5 out of 5". */
export function RatingStars({ value, size = "h-4" }: { value: number; size?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`relative inline-flex ${size}`}>
      <StarRow className="h-full text-gray-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <StarRow className="h-full text-amber-500" />
      </span>
    </span>
  );
}
