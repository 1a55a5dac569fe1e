-- The dashboard's TO_PACK tab (modules/picking/README.md): READY orders with a line picked by a
-- closed cycle. A confirmed line that is no longer open belongs to a CLOSED cycle (a cycle is
-- cancelled only while OPEN, before any confirmation), so the tab's semi-join reads this index
-- alone, never the cycles or the open lines.
create index picking_cycle_lines_packed on picking_cycle_lines (order_id)
  where not is_open and confirmed_at is not null;
