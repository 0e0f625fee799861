-- A sponsorship's channel is its video's. The detection write reads each video row (channel included) just
-- before it writes, so it passes the channel along; the per-row lookup of the insert trigger then runs only
-- for a writer that leaves the channel out. A WHEN condition is checked without calling the function. Moving
-- a sponsorship to another video still takes the channel of the new video.
drop trigger sponsorships_set_channel on sponsorships;
create trigger sponsorships_set_channel before insert on sponsorships
  for each row when (new.channel_id is null) execute function sponsorships_set_channel();
create trigger sponsorships_set_channel_on_move before update of video_id on sponsorships
  for each row execute function sponsorships_set_channel();
