package io.birdroost.roost;

import android.app.Activity;
import android.os.Bundle;
import android.view.KeyEvent;

import go.Seq;
import io.birdroost.roost.mobile.EbitenView;
import io.birdroost.roost.mobile.Mobile;

// MainActivity holds the game's EbitenView. It hands the game its files
// directory (settings and saves) and the phone's languages, stops the game and its sound while the app
// is in the background, and gives the back key to the game: the game closes
// the open screen or pauses, and at the menu the app goes to the background.
public class MainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Seq.setContext(getApplicationContext());
        Mobile.setDataDir(getFilesDir().getAbsolutePath());
        Mobile.setLocales(getResources().getConfiguration().getLocales().toLanguageTags());
        setContentView(R.layout.activity_main);
    }

    private EbitenView view() {
        return (EbitenView) findViewById(R.id.ebitenview);
    }

    @Override
    protected void onPause() {
        super.onPause();
        view().suspendGame();
    }

    @Override
    protected void onResume() {
        super.onResume();
        view().resumeGame();
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent event) {
        if (event.getKeyCode() == KeyEvent.KEYCODE_BACK) {
            if (event.getAction() == KeyEvent.ACTION_UP && !Mobile.back()) {
                moveTaskToBack(true);
            }
            return true;
        }
        return super.dispatchKeyEvent(event);
    }
}
