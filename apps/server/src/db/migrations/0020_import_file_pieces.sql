-- Issue 14: an uploaded import file is kept in pieces of 1 MiB (the last one shorter), so the
-- upload, the validation, the run and the error file each hold one piece at a time, never the
-- whole file. Piece `seq` holds the bytes from seq × 1 MiB on (import-pieces.ts: PIECE_BYTES).
-- Stored as they are (no TOAST compression): an xlsx is already compressed and a piece is
-- written once and read a few times.
create table import_file_pieces (
  file_id int not null references import_files (id) on delete cascade,
  seq int not null check (seq >= 0),
  bytes bytea not null,
  primary key (file_id, seq)
);
alter table import_file_pieces alter column bytes set storage external;

insert into import_file_pieces (file_id, seq, bytes)
select f.id, g.seq, substring(f.content from g.seq * 1048576 + 1 for 1048576)
from import_files f
cross join lateral generate_series(0, greatest(length(f.content) - 1, 0) / 1048576) as g (seq)
where length(f.content) > 0;

alter table import_files drop column content;
